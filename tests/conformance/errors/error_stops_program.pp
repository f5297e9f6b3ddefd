notice('before')
fail('stop')
notice('after')
