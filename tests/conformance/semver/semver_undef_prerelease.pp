# the prerelease parameter is not Optional in the reference (the spec says it is)
notice(SemVer(1, 2, 3, undef, 'b7'))
