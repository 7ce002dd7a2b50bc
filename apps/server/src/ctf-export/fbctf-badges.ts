/**
 * The badges an FBCTF installation ships (its logo choices for teams), by name and in FBCTF's own order. An FBCTF
 * import restores the whole logo table, so the export lists them all; `admin` is reserved for the admin team.
 */
const badgeNames = `
admin 4chan-2 4chan 8ball alien-2 alien-3 alien anchor apple atom ax b bar-graph barking baseball
basketball-hoop basketball bat batman battery beaker bike bluetooth boba-fett bomb bone boomerang
bow-arrow bowling-ball bowling-pin bowtie box boxing-glove broomstick burger c3po cactus california
camera captain-america car cat centaur checkmark cherry chess-knight chess-rook chevron-corporal
chevron-flag cloud coffee command compass computer-mouse cone corndog crown cupcake cursor darth-vader
deadpool deal-with-it deathly-hollows diamond dirtbike dog double-ax drop dumbell egg elephant eye
face-cloud face-helmeted face-sad face-star face-toast face-tongue feather flag flower-2 flower football
fork fries game-controller glasses green-lantern guy-fawkes hat-viking hat-witch head-lego headphones
heart high-heel home hook hotdog html-file-2 html-file html ice-cream infinity invader-2 invader
iron-man jack-o-lantern jeep kangaroo kanye-glasses key kite knife lightbulb lightning location
man-newspaper marker monkey monopoly-man moon moustache music mystery-man nascar pacman-ghost pacman
paperclip peace-sign peace pencil-sharpener penguin penrose-triangle pi picasa plane plasma-gun plug
pokemon puma pyramid r2d2 radiation rainbow reset revolver robber robot rocker rocket rollerblade
sailboat saturn sauron sharethis shark shirt shoe skateboard skateboarder skiier skull-crossbones
snowboarder soccerball sock spaceship-2 spaceship speech-bubble speeding-ball spiderweb stars stereo
stormtrooper swimmer swords tank tennis tetris-j tetris-t tetris-z thors-hammer throwing-star thumbsup
tooth tophat traffic-cone trophy turkey-leg umbrella unicorn unicycle vampire venn-diagram volleyball
vulcan-salute watch watergun whale whistle wifi x-and-o x-men
`
  .trim()
  .split(/\s+/)

export interface FbctfLogo {
  name: string
  logo: string
  used: boolean
  enabled: boolean
  protected: boolean
  custom: boolean
}

export const fbctfLogos: FbctfLogo[] = badgeNames.map((name) => ({
  name,
  logo: `/static/svg/icons/badges/badge-${name}.svg`,
  used: true,
  enabled: true,
  protected: name === 'admin',
  custom: false,
}))

/** Logos a player's team may pick: every badge but the reserved one. */
export const teamLogoNames: string[] = badgeNames.filter((name) => name !== 'admin')
