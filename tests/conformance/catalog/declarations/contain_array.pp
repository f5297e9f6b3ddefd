class a {} class b {}
class outer { $r = contain(['a', 'b']) notice($r) }
include outer
