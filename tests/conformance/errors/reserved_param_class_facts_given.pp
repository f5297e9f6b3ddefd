class a($facts) { notice('in') }
class { a: facts => 1 }
