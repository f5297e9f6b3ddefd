node default {
  $n = 'node'
  include c
}
class c { notice($n) notice($::n) }
