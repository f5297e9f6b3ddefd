class outer2 { $ov = 'o' include inner2 }
class inner2 { notice($outer2::ov) }
include outer2
