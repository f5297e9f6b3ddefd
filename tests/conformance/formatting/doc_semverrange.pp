# The examples of docs/formatting.md, section SemVerRange (one notice per table row).
notice(String(SemVerRange('1.x'), '%s'))
notice(String(SemVerRange('1.x'), '%p'))
notice(String(SemVerRange(SemVer('1.0.0'), SemVer('2.0.0'), true), '%p'))
