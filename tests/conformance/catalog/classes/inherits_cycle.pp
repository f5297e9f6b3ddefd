class a inherits b {}
class b inherits c {}
class c inherits a {}
notice('before')
include b
notice('after')
