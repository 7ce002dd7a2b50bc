import { Router, type Response } from 'express'
import { bodyFrom } from '../../platform/http/request-input.js'
import { faucetBody, rpcBody, submitKeyBody, walletBody } from './web3.schemas.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { listResources } from '../rest/rest.service.js'
import { modelByName } from '../rest/models.js'
import { CHAIN_ID } from './chain/local-chain.js'
import { compiledContracts } from './chain/contracts.js'
import { identifySubmittedKey } from './nft-owner-wallet.js'
import { MAX_BATCH, rpcError, vetRequest } from './rpc-gateway.js'
import { normalisedAddress } from './web3-corner.js'
import { socketAddress } from '../../platform/http/rate-limit.js'

const refusals = {
  publicKey: 'Looks like you entered the public key of my ethereum wallet!',
  address: 'Looks like you entered the public address of my ethereum wallet!',
  other: 'Looks like you entered a non-Ethereum private key to access me.',
} as const

/** Failures of the chain answer as the reference does: 500 with the error message as a JSON string. */
const chainFailure = (res: Response, error: unknown) => res.status(500).json((error as Error).message)

/** The Web3 pages' endpoints and the gateway to the shop's local chain. */
export function web3Routes(shop: Shop): Router {
  const router = Router()
  const { web3 } = shop
  /** The challenge as GET /api/Challenges shows it, after any solve the request caused. */
  const challengeRecord = (key: string) =>
    listResources(shop.db, modelByName('Challenge'), { key })[0] ?? null

  // vuln-code-snippet start nftUnlockChallenge
  router.post('/rest/web3/submitKey', (req, res) => {
    const key = identifySubmittedKey(bodyFrom(req, submitKeyBody).privateKey) // vuln-code-snippet neutral-line nftUnlockChallenge
    shop.events.publish('web3.keySubmitted', { key, request: requestFacts(req) })
    const status = challengeRecord('nftUnlockChallenge')
    if (key === 'privateKey') res.json({ success: true, message: 'Challenge successfully solved', status })
    else res.status(401).json({ success: false, message: refusals[key], status })
  })
  // vuln-code-snippet end nftUnlockChallenge

  router.get('/rest/web3/nftUnlocked', (_req, res) => {
    res.json({ status: challengeRecord('nftUnlockChallenge')?.solved === true })
  })

  router.get('/rest/web3/network', async (req, res) => {
    try {
      const contracts = await web3.chain.addresses()
      const compiled = compiledContracts()
      res.json({
        chainId: CHAIN_ID,
        rpcUrl: `${req.protocol}://${req.get('host') ?? 'localhost'}${shop.config.server.basePath}/rest/web3/rpc`,
        contracts,
        abis: {
          beeToken: compiled.BeeToken.abi,
          beeFaucet: compiled.BeeFaucet.abi,
          honeyPotNft: compiled.HoneyPotNFT.abi,
          ethWalletBank: compiled.ETHWalletBank.abi,
        },
      })
    } catch (error) {
      chainFailure(res, error)
    }
  })

  router.post('/rest/web3/rpc', async (req, res) => {
    const body = bodyFrom(req, rpcBody)
    const batch = Array.isArray(body)
    const calls = batch ? body : [body]
    if (calls.length === 0 || calls.length > MAX_BATCH) {
      res.json(rpcError(null, -32600, `A batch holds 1 to ${MAX_BATCH} requests`))
      return
    }
    if (web3.rpcPerClient.hit(socketAddress(req)).limited) {
      res.status(429).json(rpcError(null, -32005, 'Too many requests, slow down'))
      return
    }
    try {
      const answers = await Promise.all(
        calls.map(async (call) => {
          const vetted = vetRequest(call)
          if ('answer' in vetted) return vetted.answer
          const answer = (await web3.chain.forward(vetted.request)) as { result?: unknown }
          if (vetted.request.method === 'eth_sendRawTransaction' && typeof answer.result === 'string')
            await web3.inspectTransaction(answer.result, requestFacts(req))
          return answer
        }),
      )
      res.json(batch ? answers : answers[0])
    } catch (error) {
      res.status(500).json(rpcError(null, -32603, (error as Error).message))
    }
  })

  router.post('/rest/web3/faucet', async (req, res) => {
    const address = normalisedAddress(bodyFrom(req, faucetBody).address)
    if (address === undefined) {
      res.status(400).json({ success: false, message: 'Send {"address":"0x…"}, a 20-byte hex address.' })
      return
    }
    if (web3.faucetPerClient.hit(socketAddress(req)).limited || web3.faucetPerAddress.hit(address).limited) {
      res
        .status(429)
        .json({ success: false, message: 'The faucet pays each address once a minute. Try again later.' })
      return
    }
    try {
      res.json({
        success: true,
        message: 'Sent 1 test ETH',
        transactionHash: await web3.sendTestEther(address),
      })
    } catch (error) {
      chainFailure(res, error)
    }
  })

  router.get('/rest/web3/nftMintListen', async (_req, res) => {
    try {
      await web3.chain.addresses()
      res.json({ success: true, message: 'Event Listener Created' })
    } catch (error) {
      chainFailure(res, error)
    }
  })

  router.post('/rest/web3/walletNFTVerify', (req, res) => {
    const minted = web3.verifyMinter(
      normalisedAddress(bodyFrom(req, walletBody).walletAddress),
      requestFacts(req),
    )
    const status = challengeRecord('nftMintChallenge')
    if (minted) res.json({ success: true, message: 'Challenge successfully solved', status })
    else res.json({ success: false, message: 'Wallet did not mint the NFT', status })
  })

  router.post('/rest/web3/walletExploitAddress', async (req, res) => {
    web3.registerForExploit(normalisedAddress(bodyFrom(req, walletBody).walletAddress))
    try {
      await web3.chain.addresses()
      res.json({ success: true, message: 'Event Listener Created' })
    } catch (error) {
      chainFailure(res, error)
    }
  })

  return router
}
