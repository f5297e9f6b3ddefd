class first { notice('first') }
class second($dep = notice('default evaluated')) { notice('second body') }
notice('a')
class { 'second': }
include first
notice('b')
