notify { 'first': before => Class['later'] }
Notify['first'] -> Class['later2']
class later { notify { 'in later': } }
class later2 { }
include later
include later2
