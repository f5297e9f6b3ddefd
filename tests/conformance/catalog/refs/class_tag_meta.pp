class web { notify { 'w': } notice(Notify['w']['tag']) }
class { 'web': tag => ['frontend'] }
