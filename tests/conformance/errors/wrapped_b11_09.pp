class b { fail('failing') }
include b
