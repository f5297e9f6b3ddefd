stage { 'first':
  before => Stage['main'],
}
stage { 'last': }
Stage['main'] -> Stage['last']
class apt_update { notice('apt_update body') }
class cleanup { notice('cleanup body') }
class { 'apt_update':
  stage => first,
}
class { 'cleanup':
  stage => last,
}
notice('main body')
