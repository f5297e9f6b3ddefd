stage { 'pre': before => Stage['main'] }
stage { 'post': }
Stage['main'] -> Stage['post']
class repos { package { 'apt-transport-https': } }
class cleanup { exec { '/bin/true': } }
class { 'repos': stage => 'pre' }
class { 'cleanup': stage => post }
notify { 'main': }
