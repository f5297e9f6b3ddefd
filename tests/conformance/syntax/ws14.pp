notice(1,		$z)
