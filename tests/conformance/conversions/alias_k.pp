notice(Numeric({from => 'x'}))
