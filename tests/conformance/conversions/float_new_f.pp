notice(Float({from => '2.5'}))
