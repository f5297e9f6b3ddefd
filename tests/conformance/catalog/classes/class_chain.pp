class foo { notify { 'in foo': } }
class bar { notify { 'in bar': } }
include foo, bar
Class['foo'] -> Class['bar']
