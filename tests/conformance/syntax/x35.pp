notice({a => {b => {c => {}}}})
