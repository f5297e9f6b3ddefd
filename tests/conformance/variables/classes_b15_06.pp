$v = 'top'
class scoped { notice($v) $v = 'local' notice($v, $::v) }
include scoped
