# lang_run_stages: custom stages
stage { 'first':
  before => Stage['main'],
}
stage { 'last': }
Stage['main'] -> Stage['last']

class apt_keys { notify { 'apt keys': } }
class sysadmins { notify { 'sysadmins': } }
class { 'apt_keys':
  stage => first,
}
class { 'sysadmins':
  stage => last,
}
notify { 'in main': }
