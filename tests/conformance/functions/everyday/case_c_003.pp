notice(capitalize(['ab', 'cD']))
