# The examples of docs/formatting.md, section SemVer (one notice per table row).
notice(String(SemVer('1.2.3-rc.1+b5'), '%s'))
notice(String(SemVer('1.2.3'), '%p'))
notice("[${String(SemVer('1.2.3'), '%10s')}]")
