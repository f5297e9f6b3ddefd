if [] { notice('empty arr truthy') }
if '' { notice('empty str truthy') } else { notice('falsy') }
if undef { notice('u') } else { notice('undef falsy') }
if 0 { notice('zero truthy') }
