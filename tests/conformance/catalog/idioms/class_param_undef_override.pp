class app($x = 'default') { notice($x) }
class { 'app': x => undef }
