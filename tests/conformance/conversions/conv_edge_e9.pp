notice(Float('-.5'))
