class t1 { notice($name, $title) }
include t1
