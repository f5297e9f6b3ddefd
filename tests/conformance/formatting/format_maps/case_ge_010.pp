notice(String(1, {Array => {sep => ','}}))
