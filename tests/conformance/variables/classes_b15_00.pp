class base { $bv = 'base' }
class derived inherits base { notice($bv, $base::bv) }
include derived
