import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// `yaml` is a dependency of apps/server, hoisted to the repository's node_modules.
import { parseAllDocuments } from 'yaml'
import { repoRoot } from '../support/shop.js'

// The workshop-mode manifests in deploy/kubernetes: what a cluster needs to run the image securely and to know
// when it is up. Parsed only; no cluster is involved.

type Tree = Record<string, unknown>
const folder = join(repoRoot, 'deploy/kubernetes')

function documents(file: string): Tree[] {
  return parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.join('; ')}`)
    return document.toJS() as Tree
  })
}

function single(file: string, kind: string): Tree {
  const found = documents(file).filter((document) => document.kind === kind)
  expect(found, `${file} holds one ${kind}`).toHaveLength(1)
  return found[0] as Tree
}

/** Walks a path of keys and array indexes through a parsed manifest. */
function at(tree: unknown, ...keys: (string | number)[]): unknown {
  let value = tree
  for (const key of keys) value = (value as Record<string | number, unknown> | undefined)?.[key]
  return value
}

const kustomization = single('kustomization.yaml', 'Kustomization')
const deployment = single('deployment.yaml', 'Deployment')
const pod = at(deployment, 'spec', 'template', 'spec') as Tree
const container = at(pod, 'containers', 0) as Tree
const env = Object.fromEntries(
  (container.env as { name: string; value?: string; valueFrom?: unknown }[]).map((e) => [e.name, e]),
)

describe('deploy/kubernetes', () => {
  it('lists the Deployment, both Services and the PersistentVolumeClaim, no namespace and no Secret with a placeholder', () => {
    expect(kustomization.resources).toEqual(
      expect.arrayContaining([
        'deployment.yaml',
        'service.yaml',
        'trainer-service.yaml',
        'persistent-volume-claim.yaml',
      ]),
    )
    expect(kustomization.resources).not.toContain('secret.example.yaml')
    expect(kustomization.namespace).toBeUndefined()
    for (const file of [
      'deployment.yaml',
      'service.yaml',
      'trainer-service.yaml',
      'persistent-volume-claim.yaml',
      'secret.example.yaml',
    ])
      for (const document of documents(file)) expect(at(document, 'metadata', 'namespace')).toBeUndefined()
    expect(at(kustomization, 'images', 0, 'name')).toBe(container.image)
  })

  it('runs one replica in workshop mode, replaced rather than rolled', () => {
    expect(at(deployment, 'spec', 'replicas')).toBe(1)
    expect(at(deployment, 'spec', 'strategy', 'type')).toBe('Recreate')
    expect(at(env, 'WORKSHOP', 'value')).toBe('true')
    expect(at(env, 'TRAINER_PASSWORD', 'valueFrom', 'secretKeyRef')).toEqual({
      name: 'juicy-shop-trainer',
      key: 'password',
    })
    const secret = single('secret.example.yaml', 'Secret')
    expect(at(secret, 'metadata', 'name')).toBe('juicy-shop-trainer')
    expect(typeof at(secret, 'stringData', 'password')).toBe('string')
  })

  it('keeps state on the PersistentVolumeClaim and temporary files on an emptyDir', () => {
    const dataDir = at(env, 'SHOP_DATA_DIR', 'value')
    expect(dataDir).toBe('/juice-shop/shop-data')
    const mounts = container.volumeMounts as { name: string; mountPath: string }[]
    const volumes = pod.volumes as Tree[]
    const volumeAt = (mountPath: unknown) =>
      volumes.find((volume) => volume.name === mounts.find((mount) => mount.mountPath === mountPath)?.name)
    const claim = single('persistent-volume-claim.yaml', 'PersistentVolumeClaim')
    expect(at(volumeAt(dataDir), 'persistentVolumeClaim', 'claimName')).toBe(at(claim, 'metadata', 'name'))
    expect(at(claim, 'spec', 'accessModes')).toEqual(['ReadWriteOnce'])
    expect(at(claim, 'spec', 'resources', 'requests', 'storage')).toBe('1Gi')
    expect(at(volumeAt('/tmp'), 'emptyDir')).toBeDefined()
  })

  it('runs as the numeric non-root user with a read-only root, no privileges and the default seccomp profile', () => {
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      runAsUser: 65532,
      runAsGroup: 65532,
      fsGroup: 65532,
      seccompProfile: { type: 'RuntimeDefault' },
    })
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    })
  })

  it('probes a path that answers 200 in workshop mode on port 3000', () => {
    expect(at(container, 'ports', 0)).toMatchObject({ name: 'http', containerPort: 3000 })
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(at(container, probe, 'httpGet'), probe).toEqual({ path: '/workshop/api/settings', port: 'http' })
    }
  })

  it('requests the memory and CPU a class of 100 teams needs', () => {
    expect(at(container, 'resources')).toEqual({
      requests: { memory: '400Mi', cpu: '500m' },
      limits: { memory: '1Gi' },
    })
  })

  it('serves port 80 inside the cluster, forwarded to the container port', () => {
    const service = single('service.yaml', 'Service')
    expect(at(service, 'spec', 'type')).toBe('ClusterIP')
    expect(at(service, 'spec', 'ports', 0)).toMatchObject({ port: 80, targetPort: 'http' })
    expect(at(service, 'spec', 'selector')).toEqual(at(deployment, 'spec', 'selector', 'matchLabels'))
  })

  it("runs the trainer's listener on its own container port, set explicitly and on every address", () => {
    expect(container.ports).toEqual([
      expect.objectContaining({ name: 'http', containerPort: 3000 }),
      expect.objectContaining({ name: 'trainer', containerPort: 3001 }),
    ])
    expect(at(env, 'PORT', 'value')).toBe('3000')
    expect(at(env, 'TRAINER_PORT', 'value')).toBe('3001')
    // A Service reaches the pod on its own address, which a loopback-only listener would not answer.
    expect(env.TRAINER_HOST).toBeUndefined()
  })

  it("gives the trainer console a Service of its own; the players' Service forwards only the players' port", () => {
    const players = single('service.yaml', 'Service')
    const trainer = single('trainer-service.yaml', 'Service')
    expect(at(trainer, 'metadata', 'name')).not.toBe(at(players, 'metadata', 'name'))
    expect(at(trainer, 'spec', 'type')).toBe('ClusterIP')
    expect(at(trainer, 'spec', 'selector')).toEqual(at(deployment, 'spec', 'selector', 'matchLabels'))
    expect(at(trainer, 'spec', 'ports')).toEqual([
      expect.objectContaining({ port: 80, targetPort: 'trainer' }),
    ])
    expect(at(players, 'spec', 'ports')).toEqual([expect.objectContaining({ port: 80, targetPort: 'http' })])
  })
})
