if '' { notice('empty string true') }
if undef { notice('no') } else { notice('undef false') }
if [] { notice('empty array true') }
