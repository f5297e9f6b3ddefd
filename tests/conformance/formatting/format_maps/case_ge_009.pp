notice(String(1, {Array => {format => '%d'}}))
