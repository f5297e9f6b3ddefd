notice(1.lest || { 'fallback' })
