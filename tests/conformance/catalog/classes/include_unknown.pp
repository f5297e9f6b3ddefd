notice('before')
include nope
