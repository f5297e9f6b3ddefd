notice({undef => 'u'}[undef])
