notice case SemVer('1.2.3') { SemVerRange('>=1.0.0'): { 'in range' } default: { 'no' } }
