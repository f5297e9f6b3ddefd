notice(Float(1), Float('3'), Float(' 2.5'))
