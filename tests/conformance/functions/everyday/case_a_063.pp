notice(undef.lest || { 'fallback' })
