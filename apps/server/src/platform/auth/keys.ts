/**
 * The shop's own RS256 key pair. The private key sits in the code on purpose, like the
 * reference's: a hard-coded secret is part of the training material. The public half is served as
 * /encryptionkeys/jwt.pub (data/static/encryptionkeys/jwt.pub) and must stay byte-identical to publicKey below.
 */
export const privateKey = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQC0NUb/lJHxUvTeyz67xMuWq5WR59gSGa1iUeEiNpaCXdqp2cIV
KAo+MDfrOWvZb8EMZW0+L3giMx07m6iF3hkrmatAldvtaaHPtK9KSrD0Jb34ROY3
7RE3jH/+f7svFTOVp9bPnoPjCeLlK07Lngmtn3LEmSI756Ut+VA8mNFWXQIDAQAB
AoGAEysTmT35ZBz51PTzgE+HhEhOCY4Kqqo2ih3Bf70kt0s6ZhS2kz+GD2VbnVan
RSKg+yuSuimccq7TLjL5cvvT22Sh21+EPTWSMVE2hFbbtoI70L3Mdf/OUSMmWkds
xaMRk2+HZVOOluQblreKIqH2blxHMtCZyCAYRXjIM6pQ+NUCQQDjS+pOOeF1JYFb
1r64JHeImZPiORpzdiT2V9NPFRRWNZ8SaUtuZ9ecYcN0vtpF55YNihQPPUsoC0rY
wBC3B9/fAkEAyvcUIH/6MBK62a2hvV3VmNVmkPorKcHRa/ryPW1BDfoD6RccchFz
qQ1sEtqh1Yq0pbgZ1R51p9OPI3CJNtohQwJAXJyfAHam/YNlnNT36rG5Hqhs0B0y
QN9fmhwY1j0hhyrcALV0bazT9j0DVbs51ofQ5P1gxQDVcaCAQ6amaN1FgwJBAJny
ULzZ9T1zZ3BmZ7CHtNSowJQkfIq+rQb3H7gB338nbMHmure2jwDh4mBmnqum+qBc
BJQG93zlVcOuvxTw3JsCQQCPG3G0Yps/sIAiZwZa0emwhbGuiRGrbzV893HT4KbK
zNLJo9CY32QXitDMqexYmlhuLsrujUyE8Z/VgiaX+pLf
-----END RSA PRIVATE KEY-----`

export const publicKey = `-----BEGIN RSA PUBLIC KEY-----
MIGJAoGBALQ1Rv+UkfFS9N7LPrvEy5arlZHn2BIZrWJR4SI2loJd2qnZwhUoCj4w
N+s5a9lvwQxlbT4veCIzHTubqIXeGSuZq0CV2+1poc+0r0pKsPQlvfhE5jftETeM
f/5/uy8VM5Wn1s+eg+MJ4uUrTsueCa2fcsSZIjvnpS35UDyY0VZdAgMBAAE=
-----END RSA PUBLIC KEY-----`
