class k { $v = 'in k' }
include k
notice(getvar('k::v'))
notice(getvar('k::w', 'absent'))
