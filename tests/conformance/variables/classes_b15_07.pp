class outer { $ov = 'o' include inner }
class inner { notice($ov) }
include outer
