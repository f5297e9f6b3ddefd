class c(Hash $h = {}) { notice($h) }
class { 'c': h => { 'a' => undef } }
