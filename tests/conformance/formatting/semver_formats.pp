notice(String(SemVer('1.2.3'), '%s'), String(SemVer('1.2.3'), '%p'), String(SemVerRange('>=1.0.0'), '%p'), "${String(SemVer('1.2.3'), '%10s')}|")
