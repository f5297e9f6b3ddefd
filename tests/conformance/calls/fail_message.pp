fail('boom')
