$t = @(E)
	tabbed
	|E
notice("[$t]")
