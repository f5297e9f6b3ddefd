class ccc { notice('c') }
include ::ccc
notice(Class['::ccc'])
