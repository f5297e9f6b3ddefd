$v = 'top'
class c { $v = 'class' notice($v) notice($::v) }
include c
notice($v)
