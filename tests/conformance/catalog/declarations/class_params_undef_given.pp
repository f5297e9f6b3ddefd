class c(Optional[String] $o = undef, $p = 'd') { notice("o=${o} p=${p}") }
class { 'c': o => undef, p => undef }
