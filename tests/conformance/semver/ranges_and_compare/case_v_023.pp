notice(SemVer('1.2.3').minor + SemVer('1.2.3').patch)
