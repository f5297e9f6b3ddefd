include good
include badmeta
